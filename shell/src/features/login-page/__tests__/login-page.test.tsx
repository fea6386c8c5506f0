import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import LoginPage from '../login-page';

function openAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <LoginPage />
    </MemoryRouter>,
  );
}

describe('/loginPage return path', () => {
  it.each([
    '%2F%5Cevil.example',
    '%2F%2Fevil.example',
    'https%3A%2F%2Fevil.example',
    '%2F%09%2Fevil.example',
  ])('never links back to another site (state=%s)', (state) => {
    openAt(`/loginPage?state=${state}`);
    expect(screen.getByText('缺少授权码，请重新扫码登录。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回' })).toHaveAttribute('href', '/');
  });

  it('returns to the page the sign-in started on', () => {
    openAt(`/loginPage?state=${encodeURIComponent(encodeURIComponent('/match?tab=live'))}`);
    expect(screen.getByRole('link', { name: '返回' })).toHaveAttribute('href', '/match?tab=live');
  });
});
