export * from '../../modules/alpha/alpha.schema';
