/** A test server holds many small databases and short-lived pools; durability does not matter. */
export const TEST_SERVER_SETTINGS = ['max_connections=300', 'shared_buffers=64MB', 'fsync=off', 'synchronous_commit=off', 'full_page_writes=off'];
