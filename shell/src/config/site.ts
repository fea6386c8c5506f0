import deployment from './deployment.json';

/**
 * What a deployment fills in before it builds (README, "Deployment details"): contact lines, the ICP licence
 * number and the app-store links, in `shell/src/config/deployment.json`. An empty value is not shown, so a
 * build never shows made-up numbers.
 */
export interface Deployment {
  contact: { phone: string; businessWechat: string; analystWechat: string; email: string; address: string };
  /** 「蜀ICP备…号」 as issued; shown in the footer, linking to the MIIT register. */
  icp: string;
  app: { iosUrl: string; androidUrl: string; version: string };
}

const configured: Deployment = deployment;

/** Every content value of header, footer and download page, in one place. */
export const site = {
  name: '锦城体育',
  slogan: '足球篮球即时比分 · 情报 · 资料库',
  contact: configured.contact,
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
    '欧冠淘汰赛',
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
  icp: { label: configured.icp, url: 'https://beian.miit.gov.cn/' },
  app: {
    ios: { label: 'iPhone 版', url: configured.app.iosUrl },
    android: { label: 'Android 版', url: configured.app.androidUrl },
    version: configured.app.version,
  },
};

export type ShareChannel = (typeof site.share)[number];
