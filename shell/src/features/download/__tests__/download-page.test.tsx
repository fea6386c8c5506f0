import { render, screen } from '@testing-library/react';
import type DownloadPageType from '../download-page';

jest.mock('../../../ui/qr-code', () => ({
  QrCode: ({ label }: { label: string }) => <span role="img" aria-label={`${label}二维码`} />,
}));

const config = {
  contact: { phone: '', businessWechat: '', analystWechat: '', email: '', address: '' },
  icp: '',
  app: { iosUrl: '', androidUrl: '', version: '' },
};
jest.mock('../../../config/deployment.json', () => config);

// The page reads the config when its module loads: load it after the config is set.
const renderPage = () =>
  jest.isolateModules(() => {
    const { default: DownloadPage } = jest.requireActual<{ default: typeof DownloadPageType }>(
      '../download-page',
    );
    render(<DownloadPage />);
  });

afterEach(() => {
  config.app = { iosUrl: '', androidUrl: '', version: '' };
});

test('with store links configured, a phone gets buttons to tap and a computer codes to scan', () => {
  config.app = {
    iosUrl: 'https://apps.apple.com/app/id1',
    androidUrl: 'https://example.cn/a.apk',
    version: '3.2.0',
  };
  renderPage();
  expect(screen.getByText('在手机上点按下方按钮，前往应用商店下载。')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '下载iPhone 版' })).toHaveAttribute(
    'href',
    'https://apps.apple.com/app/id1',
  );
  expect(screen.getByRole('link', { name: '下载Android 版' })).toHaveAttribute(
    'href',
    'https://example.cn/a.apk',
  );
  // The codes are for the other screen: their caption says to scan with the phone.
  expect(screen.getByRole('img', { name: 'iPhone 版下载二维码' })).toBeInTheDocument();
  expect(screen.getAllByText('用手机扫码下载')).toHaveLength(2);
  expect(screen.queryByText('扫码下载')).toBeNull();
  expect(screen.getByText(/当前版本 3.2.0/)).toBeInTheDocument();
});

test('without store links it offers no made-up link or code, and says the web works now', () => {
  renderPage();
  expect(screen.queryByRole('link')).toBeNull();
  expect(screen.queryByRole('img')).toBeNull();
  expect(screen.getByText(/APP 即将上架应用商店/)).toBeInTheDocument();
  expect(document.body).not.toHaveTextContent('example.com');
});
