import { ReportCard } from '../reports/report-card';
export const OrdersPage = () => ReportCard;
