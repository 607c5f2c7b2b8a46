export { alphaName } from './alpha.service';
