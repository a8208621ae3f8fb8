/** Export file names people recognise in every language (docs/lists.md, "Export"). */
import { describe, expect, it } from 'vitest';
import { exportNameOf } from '@/list/exportName';

describe('exportNameOf', () => {
  it('names a screen by its English title, as a slug', () => {
    expect(exportNameOf('statisticalAdmin')).toBe('statistics');
    expect(exportNameOf('redStatisticalMonth')).toBe('clicks-by-month');
    expect(exportNameOf('auditTrail')).toBe('audit-trail');
    expect(exportNameOf('configAdmin')).toBe('configs');
  });

  it('names another table by its id in kebab case', () => {
    expect(exportNameOf('games')).toBe('games');
    expect(exportNameOf('settlementAdminScript')).toBe('settlement-admin-script');
  });
});
