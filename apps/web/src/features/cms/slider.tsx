import { SLIDE_IMAGE_SIZES, slideInputSchema, slideWire } from '@backoffice/shared';

import { defineResourcePage } from '../../components/resource';
import { SLIDE_PATHS, SLIDER_DISPLAY_PATH } from './paths';

export const SLIDER_TABS = [
  { path: SLIDE_PATHS.list, titleId: 'cms.slider.tab.slides' },
  { path: SLIDER_DISPLAY_PATH, titleId: 'cms.slider.tab.display' },
] as const;

/** Homepage slides (spec 001 "Slider"): desktop and mobile images, title, subtitle and link. */
export const slidesPage = defineResourcePage((trpc) => trpc.cms.slides)({
  wire: slideWire,
  entityType: 'Slide',
  columns: [
    { field: 'create_at', titleId: 'cms.field.date', format: 'date', sortable: true },
    { field: 'title', titleId: 'cms.field.title', sortable: true, opensRecord: true },
  ],
  searchFields: ['title', 'subtitle'],
  defaultSort: { field: 'create_at', direction: 'desc' },
  rowTitle: (row) => row.title,
  timestamps: [{ field: 'create_at', labelId: 'cms.field.created' }],
  tabs: SLIDER_TABS,
  form: {
    schema: slideInputSchema,
    defaults: () => ({ publish: true }),
    fields: [
      [
        { kind: 'switch', name: 'publish', labelId: 'cms.field.publish' },
        { kind: 'switch', name: 'display_text', labelId: 'cms.slider.displayText' },
      ],
      [
        { kind: 'text', name: 'title', labelId: 'cms.field.title', required: true },
        { kind: 'text', name: 'subtitle', labelId: 'cms.slider.subtitle', required: true },
      ],
      [
        {
          kind: 'file',
          name: 'image',
          labelId: 'cms.slider.image',
          required: true,
          upload: 'image',
          directory: 'slider',
          imageSize: SLIDE_IMAGE_SIZES.image,
        },
        { kind: 'text', name: 'alt', labelId: 'cms.slider.alt' },
      ],
      [
        {
          kind: 'file',
          name: 'image_m',
          labelId: 'cms.slider.imageM',
          required: true,
          upload: 'image',
          directory: 'slider',
          imageSize: SLIDE_IMAGE_SIZES.image_m,
        },
        { kind: 'text', name: 'alt_m', labelId: 'cms.slider.altM' },
      ],
      { kind: 'text', name: 'link', labelId: 'cms.slider.link', required: true },
    ],
  },
  texts: {
    addId: 'cms.slider.add',
    createTitleId: 'cms.slider.create',
    editTitleId: 'cms.slider.edit',
    deleteConfirmId: 'cms.slider.confirmDelete',
  },
});
