import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { apiError } from '../../tests/fixtures/lists/feedbackFixtures';
import * as states from '../lists/listStatePlays';
import { FeedbackStory } from './feedbackStory';

const meta = {
  title: 'Feedback/Feedback desk',
  component: FeedbackStory,
  parameters: { router: { path: '/wn/opinion-admin' } },
} satisfies Meta<typeof FeedbackStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = states.rowOf;

/** ADMIN's desk: each row offers what the feedback machine allows, screenshots as thumbnails. */
export const Data: Story = {
  args: { who: 'admin' },
  play: async ({ canvasElement }) => {
    const fresh = await row(canvasElement, 1);
    await expect(within(fresh).getByRole('button', { name: /^Open screenshot 1 of #1 · / })).toBeVisible();
    await expect(within(fresh).getByRole('button', { name: 'Take' })).toBeVisible();
    await expect(within(await row(canvasElement, 4)).getByText('Thank you! A dark theme is planned for the next version.')).toBeVisible();
    await expect(within(await row(canvasElement, 5)).getByText('Nothing to do')).toBeVisible();
  },
};

export const Loading: Story = { args: { who: 'admin', desk: { delay: Infinity } }, play: states.playLoading };

export const Empty: Story = {
  args: { who: 'admin', desk: { rows: [] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/No feedback yet/)).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { who: 'admin', desk: { queryError: apiError(500, { reason: 'internal_error' }) } },
  play: states.playLoadError,
};

/** The server refuses the list (a role that lost its access meanwhile): said in the user's words. */
export const Forbidden: Story = {
  args: { who: 'admin', desk: { queryError: apiError(403, { reason: 'forbidden' }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/You do not have permission to do this/)).toBeVisible();
  },
};

/** A reader who handles nothing: no actions, no History. */
export const ReadOnly: Story = {
  args: { who: 'reader' },
  play: async ({ canvasElement }) => {
    const fresh = await row(canvasElement, 1);
    await expect(within(fresh).getByText('Nothing to do')).toBeVisible();
    await expect(within(fresh).queryByRole('button', { name: 'History' })).toBeNull();
  },
};

/** The preview: a thumbnail opens the screenshot; Next goes to the second. */
export const Preview: Story = {
  args: { who: 'admin' },
  play: async ({ canvasElement }) => {
    const fresh = await row(canvasElement, 1);
    await userEvent.click(within(fresh).getByRole('button', { name: /^Open screenshot 1 of #1 · / }));
    const dialog = await within(document.body).findByRole('dialog', { hidden: true });
    await expect(await within(dialog).findByRole('img', { name: /^Screenshot 1 of #1 · /, hidden: true })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next screenshot', hidden: true }));
    await expect(await within(dialog).findByRole('img', { name: /^Screenshot 2 of #1 · /, hidden: true })).toBeInTheDocument();
  },
};

/** In Chinese. */
export const InChinese: Story = {
  args: { who: 'admin' },
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('columnheader', { name: '反馈内容' })).toBeVisible();
  },
};
