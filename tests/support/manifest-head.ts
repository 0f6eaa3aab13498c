// The first lines of a synthetic test manifest: a kind with one bearer-token method (more auth
// methods may follow at the same indentation).
export function manifestHead(kind: string, name: string, credential = 'key'): string {
  return `# yaml-language-server: $schema=../schemas/manifest.schema.json
kind: ${kind}
name: ${name}
version: 1.0.0
vendor_api: { version: "1", docs: "https://docs.example.com/api" }
base_url: https://api.example.com
auth:
  token:
    fields: { properties: { ${credential}: { type: string } }, required: [${credential}] }
    apply: { bearer: "{credentials.${credential}}" }
`;
}
