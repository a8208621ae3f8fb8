import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LuaCodeView } from '@/screens/lua/LuaCodeView';
import { sampleFile, scriptedUploads } from '../../tests/fixtures/uploads/uploadFixtures';
import { fixtureReadText, fixtureUploadApi, luaTexts } from '../../tests/fixtures/uploads/releaseUploadFixtures';

const EVERY_RIGHT = { list: true, add: true, update: true, delete: true };

interface LuaStoryProps {
  /** Version 3 reads the same as the active one. */
  identical?: boolean;
  /** No version's file can be read. */
  unreadable?: boolean;
}

/** The Lua code's screen for a LUA_ADMIN over in-memory versions, texts and uploads (never a live server). */
function LuaCodeStory({ identical = false, unreadable = false }: LuaStoryProps) {
  const api = useMemo(() => fixtureUploadApi('lua').api, []);
  const { readText } = useMemo(() => fixtureReadText(luaTexts({ sameAsActive: identical }), { fail: unreadable }), [identical, unreadable]);
  const effects = useMemo(() => scriptedUploads().effects, []);
  return <LuaCodeView api={api} actor={{ id: 1, roles: ['LUA_ADMIN'] }} permissions={EVERY_RIGHT} readText={readText} effects={effects} />;
}

const meta = {
  title: 'Releases/Lua code',
  component: LuaCodeStory,
  args: {},
  parameters: { router: { path: '/luaUpload/version-upload' } },
} satisfies Meta<typeof LuaCodeStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = async (canvasElement: HTMLElement, version: string) =>
  (await within(await within(canvasElement).findByRole('table', { name: 'Lua Detection Code Upload' })).findByText(version)).closest('tr')!;

/** Compares version 3 with the active version 2. */
async function compare(canvasElement: HTMLElement) {
  await userEvent.click(within(await rowOf(canvasElement, '3')).getByRole('button', { name: 'Compare with the active version' }));
  // Found by its title: in jsdom, Fluent's opening motion may leave the dialog counted as hidden
  // (without its accessible name) for a while; the comparison library also loads on first use.
  const body = within(canvasElement.ownerDocument.body);
  const title = await body.findByRole('heading', { name: 'Version 3 against version 2', hidden: true }, { timeout: 10_000 });
  return title.closest<HTMLElement>('[role="dialog"]')!;
}

/** The active version, the upload with its notes, and every version with its actions. */
export const Versions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Active Lua code: version 2')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Lua code' })).toHaveAccessibleDescription('.lua, at most 2 MB.');
    await expect(within(await rowOf(canvasElement, '3')).getByRole('button', { name: 'Compare with the active version' })).toBeVisible();
  },
};

/** Version 3 against the active one: removed and added lines with their signs, labels and numbers. */
export const DiffShown: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await compare(canvasElement));
    await expect(await dialog.findByText('Added: 3 · Removed: 2', {}, { timeout: 10_000 })).toBeInTheDocument();
    await expect(dialog.getAllByText('Added')).toHaveLength(3);
    await expect(dialog.getAllByText('Removed')).toHaveLength(2);
    await expect(dialog.getByText('return screen:find("retry")').tagName).toBe('INS');
  },
};

/** Version 3 holds the same text as the active one. */
export const DiffIdentical: Story = {
  args: { identical: true },
  play: async ({ canvasElement }) => {
    const dialog = within(await compare(canvasElement));
    await expect(await dialog.findByText('The two versions are identical.', {}, { timeout: 10_000 })).toBeInTheDocument();
  },
};

/** The files cannot be read: the comparison says so, with Retry. */
export const DiffFailed: Story = {
  args: { unreadable: true },
  play: async ({ canvasElement }) => {
    const dialog = within(await compare(canvasElement));
    await expect(await dialog.findByText('The versions could not be read for comparison.', {}, { timeout: 10_000 })).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Retry', hidden: true })).toBeEnabled();
  },
};

/** A new version with its notes: listed as uploaded, to compare and activate. */
export const Uploaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Notes' }), 'Finds the retry button.');
    await userEvent.upload(canvas.getByTestId<HTMLInputElement>('upload-files'), sampleFile('detect.lua', 13_200));
    // The list is made anew with the version: each try looks for the table again (a waiting
    // query would keep watching the one replaced).
    await waitFor(() => {
      const table = canvas.getByRole('table', { name: 'Lua Detection Code Upload' });
      return expect(within(within(table).getByText('4').closest('tr')!).getByText('Uploaded')).toBeVisible();
    });
  },
};
