/** Every content value of header, footer and download page, in one place (placeholders, plausible). */
export const site = {
  name: '锦城体育',
  slogan: '足球篮球即时比分 · 情报 · 资料库',
  staffHqUrl: 'https://staff.jinchengsports.example.com/',
  contact: {
    phone: '028-8888-6666',
    businessWechat: 'jcty_business',
    analystWechat: 'jcty_analyst',
    email: 'service@jinchengsports.example.com',
    address: '四川省成都市高新区天府大道中段 1268 号 天府软件园 E 区 6 栋',
  },
  share: [
    { key: 'official', label: '官方公众号', url: 'https://weixin.jinchengsports.example.com/official' },
    { key: 'weibo', label: '官方微博', url: 'https://weibo.jinchengsports.example.com/jcty' },
    { key: 'video', label: '官方短视频', url: 'https://video.jinchengsports.example.com/jcty' },
  ],
  hotTags: [
    '足球直播情报',
    '篮球直播情报',
    '足球首发阵容',
    '篮球首发阵容',
    '2026世界杯',
    '竞彩热度分析',
    '北单热度分析',
    '足球数据模型',
    '篮球数据模型',
    '体育AI大模型',
    '大数据分析',
    '赛事伤停情报',
    '英超前瞻',
    'NBA前瞻',
  ],
  copyright: '© 2026 成都锦城体育科技有限公司 版权所有',
  icp: { label: '蜀ICP备2026012345号-1', url: 'https://beian.miit.gov.cn/' },
  app: {
    ios: { label: 'iPhone 版', url: 'https://app.jinchengsports.example.com/download/ios' },
    android: { label: 'Android 版', url: 'https://app.jinchengsports.example.com/download/android' },
    version: '3.1.2',
  },
} as const;

export type ShareChannel = (typeof site.share)[number];
