import { defineModule } from '../../define-module';
import * as tables from './staff-access.schema';

export const staffAccessModule = defineModule({ name: 'staff-access', tables });
