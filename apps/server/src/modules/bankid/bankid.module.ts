import { defineModule } from '../../define-module';
import * as tables from './bankid.schema';

export const bankidModule = defineModule({ name: 'bankid', tables });
