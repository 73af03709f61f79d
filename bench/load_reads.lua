-- wrk script for bench/load.sh: GETs the paths listed in a file, round robin, with a bearer
-- token, stops each thread after its share of requests, and prints one JSON line of totals.
-- Usage: wrk -t T -c C -d SECS -s load_reads.lua URL -- PATHS_FILE REQUESTS_PER_THREAD TOKEN
-- wrk's own duration is always SECS (its main thread sleeps that long even when every thread
-- has stopped), so the threads time themselves from their first request to their last answer.

local ffi = require("ffi")
ffi.cdef [[
    typedef struct { long tv_sec; long tv_nsec; } load_timespec;
    int clock_gettime(int clock, load_timespec *now);
]]
local CLOCK_MONOTONIC = 1

local function now()
    local t = ffi.new("load_timespec")
    ffi.C.clock_gettime(CLOCK_MONOTONIC, t)
    return tonumber(t.tv_sec) + tonumber(t.tv_nsec) / 1e9
end

local threads = {}

function setup(thread)
    table.insert(threads, thread)
end

-- Per thread (each has its own Lua state): its paths, its budget and what came back.
local paths = {}
local sent, answered, limit = 0, 0, 0
not_ok = 0
first_bad = ""
started = 0
finished = 0

function init(args)
    for line in io.lines(args[1]) do
        if line ~= "" then
            table.insert(paths, line)
        end
    end
    limit = tonumber(args[2])
    wrk.headers["Authorization"] = "Bearer " .. args[3]
end

function request()
    if sent == 0 then
        started = now()
    end
    sent = sent + 1
    return wrk.format("GET", paths[(sent - 1) % #paths + 1])
end

function response(status, headers, body)
    answered = answered + 1
    finished = now()
    if status ~= 200 then
        not_ok = not_ok + 1
        if first_bad == "" then
            first_bad = status .. " " .. string.sub(body or "", 1, 200)
        end
    end
    if answered >= limit then
        wrk.thread:stop()
    end
end

function done(summary, latency, requests)
    local bad, example, first, last = 0, "", math.huge, 0
    for _, thread in ipairs(threads) do
        bad = bad + thread:get("not_ok")
        first = math.min(first, thread:get("started"))
        last = math.max(last, thread:get("finished"))
        if example == "" then
            example = thread:get("first_bad")
        end
    end
    local e = summary.errors
    io.write(string.format(
        '{"requests":%d,"seconds":%.3f,"not_ok":%d,"socket_errors":%d,"timeouts":%d,' ..
        '"p50_ms":%.2f,"p95_ms":%.2f,"p99_ms":%.2f,"max_ms":%.2f,"first_bad":"%s"}\n',
        summary.requests, last - first, bad, e.connect + e.read + e.write, e.timeout,
        latency:percentile(50) / 1e3, latency:percentile(95) / 1e3, latency:percentile(99) / 1e3,
        latency.max / 1e3, (string.gsub(example, '[%c"\\]', " "))))
end
