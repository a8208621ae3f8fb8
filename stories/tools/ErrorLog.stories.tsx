import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ErrorLogEntry } from '@machines/errorLog.machine.js';
import { ErrorLogButton } from '@/layout/errorLog/ErrorLogButton';
import { DEMO_ERRORS, SessionFrame, TopBarFrame } from '../../tests/fixtures/toolsFixtures';

/** The top bar's error log badge and dialog, seeded with fixture entries. */
function ErrorLogInBar({ entries }: { entries: ErrorLogEntry[] }) {
  return (
    <SessionFrame entries={entries}>
      <TopBarFrame title="Rocket Script">
        <ErrorLogButton />
      </TopBarFrame>
    </SessionFrame>
  );
}

const meta = {
  title: 'Tools/Error log',
  component: ErrorLogInBar,
  parameters: { router: { path: '/dashboard' } },
  args: { entries: DEMO_ERRORS },
} satisfies Meta<typeof ErrorLogInBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoEntries: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Rocket Script' });
    await expect(canvas.queryByRole('button', { name: /Error log/ })).toBeNull();
  },
};

export const WithEntries: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Error log: 2 errors' }),
    ).toBeVisible();
  },
};

/** The dialog is a modal in a portal: its content is looked up in the whole page by text. */
export const DialogOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Error log: 2 errors' }),
    );
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('Error Log', { selector: 'h2' })).toBeVisible();
    await expect(
      page.getByText("Cannot read properties of undefined (reading 'records')"),
    ).toBeVisible();
    await expect(page.getByText('http://127.0.0.1:8080/script-admin')).toBeVisible();
    await expect(page.getByText('Clear All', { selector: 'button' })).toBeVisible();
  },
};

export const DialogOpenJapanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'エラーログ：2 件' }),
    );
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('すべてクリア', { selector: 'button' })).toBeVisible();
  },
};
