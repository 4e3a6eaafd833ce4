import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CellDate } from './cells';

function DateCell({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <CellDate label="Publishing date of Pool opening" value={value} onChange={setValue} />
      <output aria-label="row value">{value}</output>
    </>
  );
}

describe('a date cell of the admin tables', () => {
  it('is the forms’ date field: yyyy-mm-dd text, whatever the browser locale', async () => {
    render(<DateCell initial="2026-03-31" />);
    const field = screen.getByRole('textbox', { name: 'Publishing date of Pool opening' });
    expect(field).toHaveAttribute('type', 'text');
    expect(field).toHaveAttribute('placeholder', 'yyyy-mm-dd');
    expect(field).toHaveValue('2026-03-31');
    expect(document.querySelector('input[type="date"]')).toBeNull();

    // Its calendar (react-day-picker, weeks from Monday, years 1000–9999) is DateField's own, opened
    // here by a button named after the cell; the calendar itself is walked in the browser (e2e),
    // as its 9,000-year drop-down is too slow for jsdom.
    expect(screen.getByRole('button', { name: 'Publishing date of Pool opening: choose in calendar' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    await userEvent.clear(field);
    await userEvent.type(field, '2026-04-02');
    expect(screen.getByRole('status', { name: 'row value' })).toHaveTextContent('2026-04-02');
  });
});
