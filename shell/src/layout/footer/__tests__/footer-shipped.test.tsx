import { render, screen } from '@testing-library/react';
import { Footer } from '../footer';

jest.mock('../../../ui/qr-code', () => ({ QrCode: () => null }));

test('as shipped (deployment.json not filled in) it shows no demo number, mail, licence or stale 2026世界杯 tag', () => {
  render(<Footer />);
  const footer = screen.getByRole('contentinfo');
  expect(footer).toHaveTextContent('客服渠道开通后在此公布');
  expect(footer).not.toHaveTextContent(/028-8888-6666|example\.com|ICP备|2026世界杯/);
});
