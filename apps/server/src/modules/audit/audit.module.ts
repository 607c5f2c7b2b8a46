import { defineModule } from '../../define-module';
import * as tables from './audit.schema';

export const auditModule = defineModule({ name: 'audit', tables });
