import { render } from '@testing-library/react';
import { FormDots } from '../form-dots';

test('近况 colours 胜 green and 负 red, the convention match detail’s 近期战绩 follows too', () => {
  const { getByRole } = render(<FormDots form="WDL" />);
  const dots = getByRole('img', { name: '近3场：胜平负' }).children;
  expect(dots[0]).toHaveStyle({ background: 'var(--jc-brand)' });
  expect(dots[1]).toHaveStyle({ background: '#5f6673' });
  expect(dots[2]).toHaveStyle({ background: 'var(--jc-danger)' });
});
