import { useMutation, useQuery } from '@tanstack/react-query';
import { DownloadIcon } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import {
  DEFAULT_LOCALE,
  formatEuro,
  isLocale,
  type Locale,
  orderStateName,
  PAGE_SIZE,
  ReportType,
} from '@backoffice/shared';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  Button,
  Card,
  CardContent,
  FormField,
  NativeSelect,
  NativeSelectOption,
} from '@backoffice/ui';

import { PageSteps, SimpleTable } from '../../components/data-table';
import { AppDayInput } from '../../components/form';
import { useFeedback } from '../../components/feedback';
import { downloadStoredFile, useSaveFile } from '../../components/file-field';
import { PageHeader } from '../../components/page';
import { useListUrlState } from '../../hooks/use-url-state';
import { translateIssue } from '../../i18n';
import { serverIssuesOf } from '../../lib/api-error';
import { useTRPC } from '../../lib/trpc';

const TYPES = [ReportType.Logistics, ReportType.ApnSettings, ReportType.OrderData, ReportType.DiscountCodes];
const TYPE_LABEL_IDS = {
  0: 'reports.type.0',
  1: 'reports.type.1',
  2: 'reports.type.2',
  3: 'reports.type.3',
} as const;

/** The settings, kept in the URL (a reload or a shared link keeps them), by the server's field names. */
const SETTINGS = ['type', 'discount_code', 'date_from', 'date_to'] as const;
type Setting = (typeof SETTINGS)[number];

/** A preview cell as the screens show it: euro amounts, states by their names in the interface language. */
function cellText(locale: Locale, kind: string, value: string | number | undefined): string {
  if (value === undefined || value === '') return '';
  if (kind === 'amount') return formatEuro(value);
  if (kind === 'orderStatus' || kind === 'paymentStatus' || kind === 'simStatus')
    return orderStateName(kind, Number(value), locale);
  return String(value);
}

/**
 * /reports/generate: settings (in the URL), Generate report, the first rows in a table, and both
 * exports. A setting the server refuses (a reversed range) is shown under its field.
 */
export function ReportsPage() {
  const intl = useIntl();
  const trpc = useTRPC();
  const feedback = useFeedback();
  const locale = isLocale(intl.locale) ? intl.locale : DEFAULT_LOCALE;
  const settings = useListUrlState({ filterKeys: SETTINGS });
  const type = settings.filters.type ?? '';
  const discountCode = settings.filters.discount_code ?? '';
  const dateFrom = settings.filters.date_from ?? '';
  const dateTo = settings.filters.date_to ?? '';
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Setting, string>>>({});
  const change = (setting: Setting, value: string) => {
    setFieldErrors(({ [setting]: _changed, ...others }) => others);
    settings.setFilter(setting, value);
  };
  const [page, setPage] = useState(0);
  const { saving: downloading, save } = useSaveFile<'xls' | 'csv'>();

  // The select of the discount codes report, filled from GET /api/admin/discount-codes/get-list (spec 002 §7).
  const isDiscount = type === String(ReportType.DiscountCodes);
  const codes = useQuery({ ...trpc.shop.discountCodes.list.queryOptions(), enabled: isDiscount });
  const codeChoices = [...(codes.data?.data ?? [])].sort((a, b) => a.name.localeCompare(b.name));

  const generate = useMutation(
    trpc.reports.getData.mutationOptions({
      onSuccess: () => setPage(0),
      onError: (error) => {
        const placed: Partial<Record<Setting, string>> = {};
        for (const issue of serverIssuesOf(error)) {
          const field = issue.path?.[0];
          if (typeof field === 'string' && (SETTINGS as readonly string[]).includes(field))
            placed[field as Setting] ??= translateIssue(intl, issue);
        }
        setFieldErrors(placed);
        if (Object.keys(placed).length === 0)
          void feedback.showRequestError(error, { title: intl.formatMessage({ id: 'msg.titleError' }) });
      },
    }),
  );
  const result = generate.data?.response;
  const canGenerate = type !== '' && dateFrom !== '' && dateTo !== '' && (!isDiscount || discountCode !== '');
  const hasRows = Boolean(result && result.total > 0);
  const pages = result ? Math.max(1, Math.ceil(result.reports.length / PAGE_SIZE)) : 1;
  const rows = result ? result.reports.slice(page * PAGE_SIZE, page * PAGE_SIZE + PAGE_SIZE) : [];

  const download = (which: 'xls' | 'csv') => {
    if (!result) return;
    const path = which === 'xls' ? result.xlsLink : result.csvLink;
    void save(which, () => downloadStoredFile(path), intl.formatMessage({ id: 'reports.downloadFailed' }));
  };

  return (
    <>
      <PageHeader />
      <div className="grid gap-4">
        <Card>
          <CardContent>
            <Accordion type="single" collapsible defaultValue="settings">
              <AccordionItem value="settings">
                <AccordionTrigger>
                  <FormattedMessage id="reports.settings" />
                </AccordionTrigger>
                <AccordionContent>
                  <form
                    className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
                    onSubmit={(event) => {
                      event.preventDefault();
                      if (!canGenerate) return;
                      generate.mutate({
                        type: Number(type),
                        date_from: dateFrom,
                        date_to: dateTo,
                        discount_code: isDiscount ? discountCode : undefined,
                      });
                    }}
                  >
                    <FormField label={<FormattedMessage id="reports.type" />} error={fieldErrors.type}>
                      <NativeSelect
                        id="report-type"
                        value={type}
                        onChange={(event) => change('type', event.target.value)}
                      >
                        <NativeSelectOption value="">
                          {intl.formatMessage({ id: 'reports.type.choose' })}
                        </NativeSelectOption>
                        {TYPES.map((value) => (
                          <NativeSelectOption key={value} value={String(value)}>
                            {intl.formatMessage({ id: TYPE_LABEL_IDS[value] })}
                          </NativeSelectOption>
                        ))}
                      </NativeSelect>
                    </FormField>
                    {isDiscount ? (
                      <FormField
                        label={<FormattedMessage id="reports.discountCode" />}
                        error={
                          codes.isError ? (
                            <FormattedMessage id="reports.discountCode.failed" />
                          ) : (
                            fieldErrors.discount_code
                          )
                        }
                      >
                        <NativeSelect
                          id="report-code"
                          value={discountCode}
                          disabled={codes.isPending}
                          onChange={(event) => change('discount_code', event.target.value)}
                        >
                          <NativeSelectOption value="">
                            {intl.formatMessage({
                              id: codes.isPending
                                ? 'reports.discountCode.loading'
                                : codeChoices.length === 0
                                  ? 'reports.discountCode.none'
                                  : 'reports.discountCode.choose',
                            })}
                          </NativeSelectOption>
                          {codeChoices.map((code) => (
                            <NativeSelectOption key={code.uuid} value={code.uuid}>
                              {code.name}
                            </NativeSelectOption>
                          ))}
                        </NativeSelect>
                      </FormField>
                    ) : null}
                    <FormField
                      label={<FormattedMessage id="reports.dateFrom" />}
                      error={fieldErrors.date_from}
                    >
                      <AppDayInput
                        id="report-from"
                        value={dateFrom}
                        onValueChange={(day) => change('date_from', day)}
                      />
                    </FormField>
                    <FormField label={<FormattedMessage id="reports.dateTo" />} error={fieldErrors.date_to}>
                      <AppDayInput
                        id="report-to"
                        value={dateTo}
                        onValueChange={(day) => change('date_to', day)}
                      />
                    </FormField>
                    <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-4">
                      <Button type="submit" disabled={!canGenerate || generate.isPending}>
                        <FormattedMessage id="reports.generate" />
                      </Button>
                      <Button
                        type="button"
                        variant="outline"
                        disabled={!hasRows || downloading !== null}
                        onClick={() => download('xls')}
                      >
                        <DownloadIcon aria-hidden="true" />
                        <FormattedMessage id="reports.exportXls" />
                      </Button>
                      <Button
                        type="button"
                        variant="outline"
                        disabled={!hasRows || downloading !== null}
                        onClick={() => download('csv')}
                      >
                        <DownloadIcon aria-hidden="true" />
                        <FormattedMessage id="reports.exportCsv" />
                      </Button>
                    </div>
                  </form>
                </AccordionContent>
              </AccordionItem>
            </Accordion>
          </CardContent>
        </Card>

        {result ? (
          <Card>
            <CardContent className="grid gap-3">
              <p className="text-sm" data-testid="report-total">
                <FormattedMessage id="reports.total" values={{ total: result.total }} />
              </p>
              {result.total > result.reports.length ? (
                <p className="text-muted-foreground text-sm">
                  <FormattedMessage
                    id="reports.firstRows"
                    values={{ shown: result.reports.length, total: result.total }}
                  />
                </p>
              ) : null}
              {result.total === 0 ? (
                <p className="text-muted-foreground text-sm">
                  <FormattedMessage id="reports.empty" />
                </p>
              ) : (
                <>
                  <SimpleTable
                    label={intl.formatMessage({ id: 'route.reports' })}
                    columns={result.columns.map((column) => ({
                      key: column.key,
                      header: column.label,
                      cell: (row: (typeof rows)[number]) => cellText(locale, column.kind, row[column.key]),
                    }))}
                    rows={rows}
                    rowKey={(row, index) => `${row.id}-${index}`}
                  />
                  <PageSteps page={page} pages={pages} onPage={setPage} />
                </>
              )}
            </CardContent>
          </Card>
        ) : null}
      </div>
    </>
  );
}
