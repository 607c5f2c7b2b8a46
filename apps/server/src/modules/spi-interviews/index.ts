// What other modules use of spi-interviews (docs/decisions/module-boundaries.md): nothing yet.
export {};
