import { router } from '../../trpc';
import { getReportData } from './get-data';

export const reportsRouter = router({ getData: getReportData });
