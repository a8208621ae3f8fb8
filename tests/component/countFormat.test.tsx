/** Counts are written the way the user's language writes them, in cells, totals and cards. */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Count } from '@/i18n/Count';
import { figureColumn } from '@/components/list/standardColumns';
import { renderTool } from './support/toolsKit';

const column = figureColumn<{ activeNum: number | string }, 'activeNum'>('activeNum', 'Active', { total: true });

function Figures() {
  return (
    <>
      <p data-testid="plain">
        <Count value={5682511} />
      </p>
      <p data-testid="cell">{column.render!({ activeNum: '42259' })}</p>
      <p data-testid="total">{column.total!({ activeNum: 1234567 })}</p>
      <p data-testid="none">
        <Count value={null} />
      </p>
    </>
  );
}

describe('counts in the user’s language', () => {
  it.each([
    ['en', '5,682,511', '42,259', '1,234,567'],
    ['es', '5.682.511', '42.259', '1.234.567'],
  ] as const)('in %s', async (locale, plain, cell, total) => {
    renderTool(<Figures />, { locale });
    expect(await screen.findByTestId('plain')).toHaveTextContent(plain);
    expect(screen.getByTestId('cell')).toHaveTextContent(cell);
    expect(screen.getByTestId('total')).toHaveTextContent(total);
    expect(screen.getByTestId('none')).toHaveTextContent('');
  });
});
