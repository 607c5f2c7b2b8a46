export const ReportCard = () => 'report';
