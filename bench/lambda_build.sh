#!/usr/bin/env bash
# Issue 16 §3: times the deployment build (`cargo lambda build --release`, x86_64 here; the
# template deploys arm64) of the one bootstrap every function of infra/template.yaml runs, and
# reports its size: stripped, and deflated as the deployment zip carries it.
#   bench/lambda_build.sh          build as it stands (cold: compiles the dependencies too)
#   bench/lambda_build.sh --touch  rebuild every workspace crate over the warm dependency cache,
#                                  what a deployment after any code change costs
# CPU time / cores is the idle-machine estimate when others share the machine; the load
# average is printed before and after for that reason.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-target}"

if [[ "${1:-}" == "--touch" ]]; then
    touch shared/*/src/lib.rs functions/lambda-support/src/lib.rs functions/lambda/src/main.rs
fi
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores"
TIMEFORMAT='wall %Rs, user %Us, sys %Ss'
time cargo lambda build --release --compiler cargo --bin cookbook-lambda
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"

bootstrap="$CARGO_TARGET_DIR/lambda/cookbook-lambda/bootstrap"
python3 - "$bootstrap" <<'PY'
import io, os, sys, zipfile
path = sys.argv[1]
buffer = io.BytesIO()
# SAM zips the artifact folder with zipfile's default deflate, as here.
with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
    archive.write(path, "bootstrap")
mib = 1024 * 1024
print(f"bootstrap {os.path.getsize(path) / mib:.1f} MiB, zipped {len(buffer.getvalue()) / mib:.1f} MiB: {path}")
PY
