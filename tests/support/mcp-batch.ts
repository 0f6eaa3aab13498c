// One POST to the hosted /mcp with a JSON-RPC batch of tools/call messages, answered as JSON: each
// call's tool result (isError and its parsed text), in the order sent.
export async function mcpBatch(
  url: string,
  token: string,
  calls: { name: string; arguments: Record<string, unknown> }[],
): Promise<{ status: number; results: { isError: boolean; body: any }[] }> {
  const res = await fetch(`${url}/mcp`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
    },
    body: JSON.stringify(
      calls.map((params, i) => ({ jsonrpc: '2.0', id: i + 1, method: 'tools/call', params })),
    ),
  });
  const answers = (await res.json()) as {
    id: number;
    result?: { isError?: boolean; content: { text: string }[] };
  }[];
  const results = answers
    .sort((x, y) => x.id - y.id)
    .map((a) => ({
      isError: a.result?.isError === true,
      body: a.result ? JSON.parse(a.result.content[0]!.text) : a,
    }));
  return { status: res.status, results };
}
