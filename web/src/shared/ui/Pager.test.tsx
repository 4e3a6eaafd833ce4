import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Pager } from './Pager';

function Paged({ lastPage, start = 1 }: { lastPage: number; start?: number }) {
  const [page, setPage] = useState(start);
  return <Pager page={page} lastPage={lastPage} onPage={setPage} />;
}

describe('Pager', () => {
  it('steps through the pages, Previous off on the first and Next off on the last', async () => {
    render(<Paged lastPage={3} />);
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(previous).toBeDisabled();
    await userEvent.click(next);
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(previous).toBeEnabled();
    await userEvent.click(next);
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(next).toBeDisabled();
    await userEvent.click(previous);
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('shows nothing when everything fits on one page', () => {
    const { container } = render(<Paged lastPage={1} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
