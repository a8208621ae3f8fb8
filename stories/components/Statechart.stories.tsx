import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Text } from '@fluentui/react-components';
import type { AnyStateMachine } from 'xstate';
import { authMachine } from '@machines/auth.machine.js';
import { reviewMachine } from '@machines/review.machine.js';
import { settlementMachine } from '@machines/settlement.machine.js';
import { StatechartView, type StatechartViewProps } from '@/components/statechart/StatechartView';
import { statechartOf } from '@/components/statechart/statechartModel';

/** A machine's statechart, drawn from its definition, with a path and a current state. */
function Chart({
  machine,
  ...props
}: Omit<StatechartViewProps, 'chart' | 'label'> & { machine: AnyStateMachine }) {
  return (
    <>
      <Text as="h1">{machine.id}</Text>
      <StatechartView
        chart={statechartOf(machine)}
        label={`Statechart of ${machine.id}`}
        {...props}
      />
    </>
  );
}

const meta = { title: 'Components/Statechart', component: Chart } satisfies Meta<typeof Chart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SettledPath: Story = {
  args: {
    machine: settlementMachine,
    current: ['settled'],
    taken: [
      { from: 'unapplied', event: 'APPLY', to: 'submitted' },
      { from: 'submitted', event: 'RETURN', to: 'unapplied' },
      { from: 'unapplied', event: 'APPLY', to: 'submitted' },
      { from: 'submitted', event: 'EXAMINE', to: 'examined' },
      { from: 'examined', event: 'CONFIRM', to: 'settled' },
    ],
  },
  play: async ({ canvasElement }) => {
    const svg = within(canvasElement).getByRole('img', { name: 'Statechart of settlement' });
    await expect(svg.querySelector('[data-state="settled"][data-current]')).not.toBeNull();
    await expect(svg.querySelectorAll('[data-taken]')).toHaveLength(4);
  },
};

export const ReviewListed: Story = {
  args: {
    machine: reviewMachine,
    current: ['listed'],
    taken: [
      { from: 'pending', event: 'APPROVE', to: 'approved' },
      { from: 'approved', event: 'LIST', to: 'listed' },
    ],
  },
  play: async ({ canvasElement }) => {
    const svg = within(canvasElement).getByRole('img', { name: 'Statechart of review' });
    await expect(svg.querySelectorAll('[data-state]')).toHaveLength(5);
    await expect(svg.querySelector('[data-state="rejected"][data-visited]')).toBeNull();
  },
};

export const AuthMachine: Story = {
  args: { machine: authMachine, current: ['signedIn'] },
  play: async ({ canvasElement }) => {
    const svg = within(canvasElement).getByRole('img', { name: 'Statechart of auth' });
    await expect(
      within(svg as unknown as HTMLElement).getAllByText('always').length,
    ).toBeGreaterThan(0);
  },
};
