import { defineModule } from '../../define-module';
import * as tables from './identity.schema';

export const identityModule = defineModule({ name: 'identity', tables });
