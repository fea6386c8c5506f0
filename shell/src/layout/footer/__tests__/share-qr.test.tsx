import { fireEvent, render, screen } from '@testing-library/react';
import { site } from '../../../config/site';
import { ShareQr } from '../share-qr';

jest.mock('../../../ui/qr-code', () => ({
  QrCode: ({ label }: { label: string }) => <span>{label}二维码</span>,
}));

const channel = site.share[1]!;

function renderShare() {
  render(
    <ul>
      <ShareQr channel={channel} />
    </ul>,
  );
  return screen.getByRole('button', { name: channel.label });
}

/** jsdom has no PointerEvent: a pointerdown carrying the pointer type React reads. */
function pointerDown(target: HTMLElement, pointerType: 'touch' | 'mouse') {
  fireEvent(target, Object.assign(new MouseEvent('pointerdown', { bubbles: true }), { pointerType }));
}

/** What a finger's tap fires, in the browser's order: pointer, compatibility mouse events, focus, click. */
function tap(button: HTMLElement) {
  pointerDown(button, 'touch');
  fireEvent.mouseEnter(button);
  fireEvent.focus(button);
  fireEvent.click(button);
}

describe('footer share QR', () => {
  it('shows the code on the first tap and hides it on the second', () => {
    const button = renderShare();
    tap(button);
    expect(screen.getByText(`${channel.label}二维码`)).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    tap(button);
    expect(screen.queryByText(`${channel.label}二维码`)).not.toBeInTheDocument();
  });

  it('shows it on hover, and a mouse click keeps it shown', () => {
    const button = renderShare();
    fireEvent.mouseEnter(button);
    pointerDown(button, 'mouse');
    fireEvent.click(button);
    expect(screen.getByText(`${channel.label}二维码`)).toBeInTheDocument();
  });

  it('opens on keyboard focus and toggles with Enter (a click without a pointer)', () => {
    const button = renderShare();
    fireEvent.focus(button);
    expect(screen.getByText(`${channel.label}二维码`)).toBeInTheDocument();
    fireEvent.click(button);
    expect(screen.queryByText(`${channel.label}二维码`)).not.toBeInTheDocument();
  });
});
