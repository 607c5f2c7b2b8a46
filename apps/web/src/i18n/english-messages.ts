// Its own chunk: the English catalogue pulls in the domain's schema modules, which the log-in page and
// a Swedish reader do not need (scripts/web-bundle-budgets.test.ts).
export { englishMessage } from '@granska/domain';
