export { betaName } from './beta.service';
