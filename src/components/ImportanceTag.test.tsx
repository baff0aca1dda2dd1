import { render, screen } from '@testing-library/react';
import { ImportanceTag } from './ImportanceTag';

it.each([
  ['Hot', 'ant-tag-red'],
  ['Medium', 'ant-tag-orange'],
  ['Low', 'ant-tag-blue'],
])('draws %s in its word and in its colour (%s)', (importance, colourClass) => {
  render(<ImportanceTag importance={importance} />);
  expect(screen.getByText(importance)).toHaveClass('ant-tag', colourClass);
});

it('draws an importance it does not know in its word, without a colour', () => {
  render(<ImportanceTag importance="Urgent" />);
  expect(screen.getByText('Urgent').className).not.toMatch(/ant-tag-(red|orange|blue)/);
});
