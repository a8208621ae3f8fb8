// Strings of the activity pop-ups screen (/activity-notice-admin).

import type { NamespaceBaseTranslation } from '../../namespaceBase.js';

const en_notice = {
  title: 'Title',
  content: 'Content',
  image: 'Image',
  imageUrl: 'Image URL',
  imageAlt: 'Image of “{title:string}”',
  link: 'Link',
  linkUrl: 'Link URL',
  startAt: 'Starts',
  endAt: 'Ends',
  startDate: 'Start date',
  startTime: 'Start time',
  endDate: 'End date',
  endTime: 'End time',
  enabled: 'Enabled',
  on: 'On',
  off: 'Off',
  yes: 'Yes',
  no: 'No',
  overlaps: 'Overlaps',
  overlapsCount: 'overlaps {count:number}',
  noOverlap: 'None',
  createTitle: 'New pop-up',
  editTitle: 'Edit pop-up',
  titleRequired: 'Enter the title.',
  timeRequired: 'Enter a date.',
  endBeforeStart: 'The end must be after the start.',
  urlInvalid: 'Enter an address that starts with http:// or https://.',
  imageUrlInvalid: 'Enter an image address that starts with https://.',
  schedule: 'Schedule of this page',
  scheduleItem: '{title:string}: {start:string} to {end:string}',
  scheduleOverlap: 'overlaps {count:number} other enabled pop-ups',
  scheduleOff: 'disabled',
} satisfies NamespaceBaseTranslation;

export default en_notice;
