import { type TariffStatus, tariffStatusFromFlag } from '@backoffice/shared';

import { type ResourceColumn } from '../../components/resource';
import { type ResourceFormLayout } from '../../components/resource/resource-definition';

type TariffLabels = Readonly<Record<TariffStatus, string>>;

/** The list column of an offer's or an option's tariff transparency, in the spec's Italian words. */
export function tariffStatusColumn<TRow extends { active: number }>(
  labels: TariffLabels,
): ResourceColumn<TRow> {
  return {
    field: 'active',
    titleId: 'shop.field.tariffTransparency',
    render: (row) => labels[tariffStatusFromFlag(row.active)],
  };
}

/**
 * The tariff transparency block that offers and options share (spec 002): activatable or not, the
 * tariff overview and the two PDFs, uploaded to the resource's own folder.
 */
export function tariffFields(labels: TariffLabels, directory: string): ResourceFormLayout {
  return [
    {
      kind: 'radio',
      name: 'active',
      labelId: 'shop.field.tariffTransparency',
      options: [
        { value: '1', label: labels.active },
        { value: '0', label: labels.non_active },
      ],
    },
    { kind: 'textarea', name: 'tariff_overview', labelId: 'shop.field.tariffOverview' },
    [
      {
        kind: 'file',
        name: 'prospects_info',
        labelId: 'shop.field.prospectsInfo',
        hintId: 'shop.field.mustBePdf',
        upload: 'pdf',
        directory,
      },
      {
        kind: 'file',
        name: 'contract',
        labelId: 'shop.field.contract',
        hintId: 'shop.field.mustBePdf',
        upload: 'pdf',
        directory,
      },
    ],
  ];
}

/**
 * The SEO section of offers and options, under each contract's own field names; the URL is generated
 * from the name.
 */
export function seoFields(names: {
  title: string;
  keywords: string;
  description: string;
  url: string;
}): ResourceFormLayout {
  return [
    [
      { kind: 'text', name: names.title, labelId: 'shop.field.seoTitle' },
      { kind: 'text', name: names.keywords, labelId: 'shop.field.seoKeywords' },
    ],
    { kind: 'textarea', name: names.description, labelId: 'shop.field.seoDescription' },
    { kind: 'seoUrl', name: names.url, labelId: 'shop.field.seoUrl', from: 'name' },
  ];
}
