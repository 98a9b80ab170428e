import { slideInputSchema, slideRowSchema, slideWire } from '@backoffice/shared';

import { flag, id, integer, text, timestamp } from '../columns';
import { defineResource } from '../define-resource';

/** Homepage slides (spec 001 "Slider"); their sorting number is changed by change-slider-sort. */
export const slides = defineResource({
  model: 'slide',
  label: 'Slide',
  audit: 'cms.slide',
  tag: 'slider',
  row: slideRowSchema,
  columns: {
    uuid: id(),
    title: text('title'),
    subtitle: text('subtitle'),
    publish: flag('publish'),
    display_text: flag('displayText'),
    image: text('image'),
    alt: text('alt'),
    image_m: text('imageM'),
    alt_m: text('altM'),
    link: text('link'),
    slider_sort: integer('sliderSort'),
    create_at: timestamp('createdAt'),
  },
  files: { image: ['image'], image_m: ['image'] },
  orderBy: [{ createdAt: 'desc' }],
  wire: slideWire,
  operations: {
    list: { path: '/api/admin/get-slider' },
    get: { method: 'POST', path: '/api/admin/get-slider-by' },
    create: { path: '/api/admin/create-slider', input: slideInputSchema },
    update: { path: '/api/admin/change-slider-info', input: slideInputSchema },
    publish: { path: '/api/admin/change-slider-publish' },
    delete: { path: '/api/admin/delete-slider' },
  },
});
