/**
 * Names for the statements a server sends again and again, so that each PostgreSQL connection
 * parses and plans them once (a named prepared statement lives as long as its connection) instead
 * of on every request. Measured on the write paths (issue 16 item 6): planning was most of
 * PostgreSQL's time for the cart's and the order's reads (0.7 ms of the add's 0.86 ms read).
 *
 * A text gets a name once it has been sent HOT_AFTER times; at most MAX_NAMED texts ever get one,
 * so no connection holds more than MAX_NAMED prepared statements, whatever the variety of texts
 * (an IN list of each length is a text of its own). Texts still counting are forgotten when
 * MAX_COUNTED of them pile up. PostgreSQL only: PGlite is one session shared by the pool's
 * successive connections, where a name prepared by a closed connection would still exist.
 */
const HOT_AFTER = 3;
const MAX_NAMED = 200;
const MAX_COUNTED = 2_000;

export class StatementNames {
  /** A text's name once it has one, else how many times it has been sent. */
  private readonly texts = new Map<string, string | number>();
  private named = 0;
  private counted = 0;

  /** The name to send `text` under, or undefined to send it unnamed (parsed and planned each time). */
  nameOf(text: string): string | undefined {
    const known = this.texts.get(text);
    if (typeof known === 'string') return known;
    if (this.named >= MAX_NAMED) return undefined;
    const times = (known ?? 0) + 1;
    if (times < HOT_AFTER) {
      if (known === undefined && ++this.counted > MAX_COUNTED) this.forgetCounts();
      this.texts.set(text, times);
      return undefined;
    }
    const name = `emall_${++this.named}`;
    this.counted--;
    this.texts.set(text, name);
    return name;
  }

  private forgetCounts(): void {
    for (const [text, value] of this.texts) if (typeof value === 'number') this.texts.delete(text);
    this.counted = 1;
  }
}
