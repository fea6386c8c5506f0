import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { configureApiClient, type RequestClientOptions } from '@jincheng/shared';
import { renderScreen } from '../test-utils/render';
import ExpertDetailPage from '../features/experts/expert-detail-page';
import IntelligenceDetailPage from '../features/intelligence/intelligence-detail-page';
import NewsPage from '../features/news/news-page';
import SpecialDetailPage from '../features/previews/special-detail-page';
import SolutionDetailPage from '../features/solutions/solution-detail-page';

type Adapter = NonNullable<RequestClientOptions['adapter']>;

/** The real shared client, answering every call with one envelope; `notify` records the toasts. */
function serverAnswers(retcode: number, retmsg: string) {
  const notify = jest.fn();
  const adapter: Adapter = async (config) => ({
    data: { retcode, retmsg, data: null },
    status: 200,
    statusText: 'OK',
    headers: {},
    config,
  });
  configureApiClient({ adapter, notify, getToken: () => '', getAgentId: () => 'pc', getUniqueId: () => 'u' });
  return notify;
}

const SCREENS: Array<[string, ReactElement, string, string, string, string?]> = [
  ['/news?id=', <NewsPage key="n" />, '/news?id=999999', '没有找到这篇新闻', '返回新闻列表'],
  [
    '/intelligenceDetails/',
    <IntelligenceDetailPage key="i" />,
    '/intelligenceDetails/999999',
    '没有找到这篇情报',
    '返回情报列表',
    '/intelligenceDetails/:id',
  ],
  [
    '/specialDetails?id=',
    <SpecialDetailPage key="s" />,
    '/specialDetails?id=999999',
    '没有找到这篇前瞻',
    '返回前瞻列表',
  ],
  [
    '/solutionDetails?id=',
    <SolutionDetailPage key="o" />,
    '/solutionDetails?id=999999',
    '没有找到这个方案',
    '返回专家列表',
  ],
  [
    '/expertsDetail?id=',
    <ExpertDetailPage key="e" />,
    '/expertsDetail?id=999999',
    '没有找到这位专家',
    '返回专家列表',
  ],
];

describe.each(SCREENS)('%s with an id the API does not know', (_name, ui, url, message, back, pattern) => {
  it('shows one message and the way back to the list, and no toast on top', async () => {
    const notify = serverAnswers(404, '资源不存在');
    renderScreen(ui, { url, pattern });
    expect(await screen.findByRole('heading', { level: 1, name: message })).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('link', { name: back })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
    expect(notify).not.toHaveBeenCalled();
  });

  it('keeps the catalogue for other failures: the toast, 重试 and the way back', async () => {
    const notify = serverAnswers(500, '数据库繁忙');
    renderScreen(ui, { url, pattern });
    expect(await screen.findByRole('button', { name: '重试' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: back })).toBeInTheDocument();
    expect(notify).toHaveBeenCalledWith('数据库繁忙', expect.objectContaining({ type: 'error' }));
  });
});
