export const Pager = () => 'pager';
