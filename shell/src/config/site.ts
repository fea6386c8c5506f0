import deployment from './deployment.json';
import { HOT_TAGS } from './hot-tags';

/**
 * What a deployment replaces before it builds (README, "Deployment details"), in
 * `shell/src/config/deployment.json`: the footer's contact lines, the ICP licence number, the header's staff
 * headquarters link and the app-store links. As shipped the first three are the product's own plausible
 * placeholders (DESIGN.md) with `placeholders: true`, which the production profile warns about at every start;
 * the store links are empty, and an empty value is not shown.
 */
export interface Deployment {
  /** True while the values are the shipped placeholders; a deployment that fills them in sets it to false. */
  placeholders: boolean;
  contact: { phone: string; businessWechat: string; analystWechat: string; email: string; address: string };
  /** 「蜀ICP备…号」 as issued; shown in the footer, linking to the MIIT register. */
  icp: string;
  /** The staff headquarters site (员工总部), opened from the header in a new tab. */
  staffUrl: string;
  app: { iosUrl: string; androidUrl: string; version: string };
}

const configured: Deployment = deployment;

/** Every content value of header, footer and download page, in one place. */
export const site = {
  name: '锦城体育',
  slogan: '足球篮球即时比分 · 情报 · 资料库',
  contact: configured.contact,
  staff: { label: '员工总部', url: configured.staffUrl },
  share: [
    { key: 'official', label: '官方公众号', url: 'https://weixin.jinchengsports.example.com/official' },
    { key: 'weibo', label: '官方微博', url: 'https://weibo.jinchengsports.example.com/jcty' },
    { key: 'video', label: '官方短视频', url: 'https://video.jinchengsports.example.com/jcty' },
  ],
  /** The footer's 热门标签: the spec's 14 labels, each a real destination (footer/hot-tags.ts). */
  hotTags: HOT_TAGS,
  copyright: '© 2026 成都锦城体育科技有限公司 版权所有',
  icp: { label: configured.icp, url: 'https://beian.miit.gov.cn/' },
  app: {
    ios: { label: 'iPhone 版', url: configured.app.iosUrl },
    android: { label: 'Android 版', url: configured.app.androidUrl },
    version: configured.app.version,
  },
};

export type ShareChannel = (typeof site.share)[number];
