import { fireEvent, render, screen } from '@testing-library/react';
import { Avatar } from '../avatar';
import { DEFAULT_AVATAR } from '../default-avatar';

describe('Avatar', () => {
  it('shows the image at extra-small size by default, without the advice count', () => {
    const { container } = render(<Avatar src="/me.png" adviceNum={3} title="锦城老球迷" />);
    expect(screen.getByAltText('用户头像')).toHaveAttribute('src', '/me.png');
    expect(container.firstChild).toHaveAttribute('data-size', 'xs');
    expect(container.firstChild).toHaveAttribute('title', '锦城老球迷');
    expect(screen.queryByText('3')).not.toBeInTheDocument();
  });

  it('falls back to the default avatar when the source is empty or fails', () => {
    const { rerender } = render(<Avatar src="" />);
    expect(screen.getByAltText('用户头像')).toHaveAttribute('src', DEFAULT_AVATAR);
    rerender(<Avatar src="/broken.png" />);
    const image = screen.getByAltText('用户头像');
    expect(image).toHaveAttribute('src', '/broken.png');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', DEFAULT_AVATAR);
  });

  it('shows the title badge and, when asked, the advice count', () => {
    const { container } = render(
      <Avatar src="/me.png" tag="/vip.svg" size="lg" adviceNumShow adviceNum={120} />,
    );
    expect(container.querySelector('img[src="/vip.svg"]')).toBeInTheDocument();
    expect(screen.getByText('99+')).toBeInTheDocument();
    expect(container.firstChild).toHaveAttribute('data-size', 'lg');
  });
});
