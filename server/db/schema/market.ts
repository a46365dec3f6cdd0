// Marketplace and wallet tables: owned by the money helper (stub until it lands).
export {};
