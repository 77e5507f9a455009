// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @notice The local chains' stand-in for Farcaster's IdRegistry (OP Mainnet
/// 0x00000000Fc6c5F01Fc30151999387Bb99A9f489b), with the reads Sign In With Farcaster verification
/// makes under the real one's names: `idOf(custody)` and `custodyOf(fid)`. `register(to)` gives the
/// next fid to an address that has none. A demo: no fees, recovery or transfers.
contract DemoIdRegistry {
    event Register(address indexed to, uint256 indexed id, address recovery);

    error HasId();

    /// custody address => fid (slot 0), 0 for none.
    mapping(address => uint256) public idOf;
    /// fid => custody address (slot 1).
    mapping(uint256 => address) public custodyOf;
    /// The last fid given (slot 2).
    uint256 public idCounter;

    function register(address to) external returns (uint256 fid) {
        if (idOf[to] != 0) revert HasId();
        fid = ++idCounter;
        idOf[to] = fid;
        custodyOf[fid] = to;
        emit Register(to, fid, address(0));
    }
}
