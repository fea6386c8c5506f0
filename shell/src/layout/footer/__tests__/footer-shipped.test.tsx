import { screen, within } from '@testing-library/react';
import { renderFooter } from './render-footer';
import deployment from '../../../config/deployment.json';

jest.mock('../../../ui/qr-code', () => ({ QrCode: () => null }));
jest.mock('@jincheng/shared', () => ({
  ...jest.requireActual('@jincheng/shared'),
  apiClient: () => ({ get: jest.fn(async () => ({ sport: 'football', hot: [], regions: [] })) }),
}));

test('as shipped it shows the placeholder contact section and ICP line of the config module (seed spec §2)', () => {
  expect(deployment.placeholders).toBe(true);
  renderFooter();
  const contact = within(screen.getByRole('region', { name: '联系我们' }));
  for (const term of ['客服电话', '商务合作微信', '分析师入驻微信', '客服邮箱', '公司地址'])
    expect(contact.getByText(term)).toBeInTheDocument();
  expect(contact.getByText(/成都市/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /^蜀ICP备\d+号/ })).toHaveAttribute(
    'href',
    'https://beian.miit.gov.cn/',
  );
  expect(screen.getByRole('contentinfo')).not.toHaveTextContent('客服渠道开通后在此公布');
});

test('the hot tags are the spec’s 14 labels, the 2026 world cup one included', () => {
  renderFooter();
  const tags = within(screen.getByRole('region', { name: '热门标签' })).getAllByRole('listitem');
  expect(tags).toHaveLength(14);
  const labels = tags.map((tag) => tag.textContent);
  expect(new Set(labels).size).toBe(14);
  for (const label of [
    '足球直播情报',
    '篮球直播情报',
    '足球首发阵容',
    '篮球首发阵容',
    '2026世界杯',
    '竞彩热度分析',
    '足球数据模型',
    '篮球数据模型',
    '体育AI大模型与大数据分析',
  ])
    expect(labels).toContain(label);
});
