// The first lines of a synthetic test manifest: a kind with one bearer-token method.
export function manifestHead(kind: string, name: string): string {
  return `# yaml-language-server: $schema=../schemas/manifest.schema.json
kind: ${kind}
name: ${name}
version: 1.0.0
vendor_api: { version: "1", docs: "https://docs.example.com/api" }
base_url: https://api.example.com
auth:
  token:
    fields: { properties: { key: { type: string } }, required: [key] }
    apply: { bearer: "{credentials.key}" }
`;
}
