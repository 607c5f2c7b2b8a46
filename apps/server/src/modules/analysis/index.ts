// What other modules use of analysis (docs/decisions/module-boundaries.md).
export {
  checkAttachmentContent,
  cleanFileName,
  decodeBase64,
} from './attachments/attachment-content';
export { dataPartsForReport } from './data-parts/data-parts.service';
