import { screen } from '@testing-library/react';
import { renderFooter } from './render-footer';

jest.mock('../../../ui/qr-code', () => ({ QrCode: () => null }));
jest.mock('@jincheng/shared', () => ({
  ...jest.requireActual('@jincheng/shared'),
  apiClient: () => ({ get: jest.fn(async () => ({ sport: 'football', hot: [], regions: [] })) }),
}));
jest.mock('../../../config/deployment.json', () => ({
  contact: {
    phone: '028-6000-1234',
    businessWechat: '',
    analystWechat: '',
    email: 'kefu@jincheng.cn',
    address: '',
  },
  icp: '蜀ICP备2099000001号-1',
  app: { iosUrl: '', androidUrl: '', version: '' },
}));

test('the footer shows the contact lines and the ICP licence the deployment configured, and only those', () => {
  renderFooter();
  expect(screen.getByRole('link', { name: '028-6000-1234' })).toHaveAttribute('href', 'tel:02860001234');
  expect(screen.getByRole('link', { name: 'kefu@jincheng.cn' })).toHaveAttribute(
    'href',
    'mailto:kefu@jincheng.cn',
  );
  expect(screen.queryByText('商务合作微信')).toBeNull();
  expect(screen.getByRole('link', { name: '蜀ICP备2099000001号-1' })).toHaveAttribute(
    'href',
    'https://beian.miit.gov.cn/',
  );
});
