// Journal tables are added by the accounting migration (0005).
export {};
