// What other modules use of spi-interviews (docs/decisions/module-boundaries.md): the reports module
// adds the 'SPI-intervju' section to the analyst's report when the customer's psConfig.spiReporting is on.
export { type SpiReportSection, spiReportSectionOf } from './spi-report-section';
