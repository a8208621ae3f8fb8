// Strings of the in-app inspector (docs/inspector.md).
export const inspector = {
  inspector: {
    // The top-bar button and the panel's title.
    open: 'Inspector',
    title: 'Inspector',
    close: 'Close the inspector',
    exportTimeline: 'Export timeline',
    clear: 'Clear',
    memory: 'Keeps the last {capacity:number} inspection events ({kept:number} now). Secrets are shown as [redacted].',
    // The live actors.
    actors: 'Live actors ({count:number})',
    noActors: 'No live actors.',
    choose: 'Choose an actor to see its state, context, timeline and statechart.',
    stopped: 'This actor has stopped. What the buffer still holds of it is below.',
    // The selected actor.
    state: 'State',
    context: 'Context',
    statechart: 'Statechart',
    statechartOf: 'Statechart of {machine:string}',
    notMachine: 'This actor is not a state machine, so it has no statechart.',
    noStates: 'This machine has no states to draw.',
    timeline: 'Timeline ({count:number})',
    noEvents: 'No event of this actor is left in the buffer.',
    sentBy: 'Sent by {source:string}',
    event: 'Event',
  },
};
