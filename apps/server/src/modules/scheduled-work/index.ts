// What other modules use of scheduled-work (docs/decisions/module-boundaries.md): nothing; it serves the
// failed-jobs page and runs every service's schedules at their time (scheduled-work.md).
export {};
